import { Link } from '@tanstack/react-router';
import { type Inline, parseMarkdown } from './markdown';

function Inlines({ items }: { items: readonly Inline[] }) {
  return (
    <>
      {items.map((item, i) => {
        const key = `${i}-${item.text}`;
        if (item.kind === 'strong') return <strong key={key}>{item.text}</strong>;
        if (item.kind === 'text') return <span key={key}>{item.text}</span>;
        // Links inside the site navigate client-side; anything else is an ordinary link.
        return item.href.startsWith('/') ? (
          <Link key={key} to={item.href}>
            {item.text}
          </Link>
        ) : (
          <a key={key} href={item.href} rel="noopener noreferrer">
            {item.text}
          </a>
        );
      })}
    </>
  );
}

export function Markdown({ source }: { source: string }) {
  const blocks = parseMarkdown(source);
  return (
    <>
      {blocks.map((b, i) => {
        const key = String(i);
        switch (b.kind) {
          case 'h2':
            return <h2 key={key}>{b.text}</h2>;
          case 'h3':
            return <h3 key={key}>{b.text}</h3>;
          case 'p':
            return (
              <p key={key}>
                <Inlines items={b.inlines} />
              </p>
            );
          case 'quote':
            return (
              <blockquote key={key}>
                <Inlines items={b.inlines} />
              </blockquote>
            );
          default: {
            const List = b.kind;
            return (
              <List key={key}>
                {b.items.map((item, j) => (
                  <li key={String(j)}>
                    <Inlines items={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
