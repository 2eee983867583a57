import { useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { TextField } from '../design/ui/fields';
import { serverMessage } from '../forms/api';
import { AcceptInvitation } from './AcceptInvitation';
import { InvitationFrame } from './InvitationPage';
import { invitationApi, type Preview } from './invitation-api';
import { invitationTexts } from './texts';

const m = invitationTexts.code;

/** /davet: a student or parent types the pairing code they were given, then signs up (or accepts signed in). */
export default function PairingCodePage() {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<{ code: string; preview: Preview } | null>(null);
  return (
    <InvitationFrame title={m.title}>
      {found ? (
        <AcceptInvitation preview={found.preview} by={{ code: found.code }} />
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setPending(true);
            setFailure(null);
            void invitationApi.previewCode(code).then((res) => {
              setPending(false);
              const preview = res.body?.data as Preview | undefined;
              if (res.ok && preview) setFound({ code, preview });
              else setFailure(serverMessage(res) ?? invitationTexts.accept.invalid);
            });
          }}
        >
          <p className="text-ink-muted">{m.lead}</p>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <TextField
            label={m.label}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase tracking-[0.2em]"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" size="lg" className="w-full" disabled={pending || code.trim() === ''}>
            {pending ? m.checking : m.submit}
          </Button>
        </form>
      )}
    </InvitationFrame>
  );
}
