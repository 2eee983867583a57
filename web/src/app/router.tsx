import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouterHistory,
  rootRouteId,
  useLocation,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { adminRoutes } from '../admin/routes';
import { advisorRoutes } from '../advisor/routes';
import { coachRoutes } from '../coach/routes';
import { PublicLayout } from '../layouts/PublicLayout';
import { parentAppRoutes, parentPublicRoutes } from '../parent/routes';
import { NotFoundPage } from '../public/not-found/NotFoundPage';
import { studentAppRoutes } from '../student/routes';
import { RootLayout } from './RootLayout';
import { validateRegisterSearch } from './search';

/**
 * The route tree (code-based). Public pages are split per route so the home page loads only its own
 * code; the portal areas are separate chunks that the public bundle never pulls in.
 * `staticData.page` names the module in src/pages/ so the prerender step can preload its chunk.
 */
const CoachNotFoundPage = lazy(() => import('../coach/pages/CoachNotFoundPage'));

/** An unknown path: inside the coach panel its own not-found page, anywhere else the site's 404. */
function UnknownPath() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/dashboard/'))
    return (
      <Suspense fallback={null}>
        <CoachNotFoundPage />
      </Suspense>
    );
  return <NotFoundPage />;
}

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: UnknownPath });

const publicLayout = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout });

const home = createRoute({
  getParentRoute: () => publicLayout,
  path: '/',
  component: lazyRouteComponent(() => import('../pages/home')),
  staticData: { page: 'home' },
});
const reduceLoad = createRoute({
  getParentRoute: () => publicLayout,
  path: '/takip-yukunu-azalt',
  component: lazyRouteComponent(() => import('../pages/takip-yukunu-azalt')),
  staticData: { page: 'takip-yukunu-azalt' },
});
const focus = createRoute({
  getParentRoute: () => publicLayout,
  path: '/odaklan',
  component: lazyRouteComponent(() => import('../pages/odaklan')),
  staticData: { page: 'odaklan' },
});
const why = createRoute({
  getParentRoute: () => publicLayout,
  path: '/neden-pusula',
  component: lazyRouteComponent(() => import('../pages/neden-pusula')),
  staticData: { page: 'neden-pusula' },
});
const faq = createRoute({
  getParentRoute: () => publicLayout,
  path: '/sss',
  component: lazyRouteComponent(() => import('../pages/sss')),
  staticData: { page: 'sss' },
});
const about = createRoute({
  getParentRoute: () => publicLayout,
  path: '/hakkimizda',
  component: lazyRouteComponent(() => import('../pages/hakkimizda')),
  staticData: { page: 'hakkimizda' },
});
const blog = createRoute({
  getParentRoute: () => publicLayout,
  path: '/blog',
  component: lazyRouteComponent(() => import('../pages/blog')),
  staticData: { page: 'blog' },
});
const blogPost = createRoute({
  getParentRoute: () => publicLayout,
  path: '/blog/$slug',
  component: lazyRouteComponent(() => import('../pages/blog-post')),
  staticData: { page: 'blog-post' },
  // An unknown slug is the site's 404 at the root, as for any unknown path: the server answers it with the
  // prerendered 404.html, and the browser then renders that very tree, so hydration adopts the markup.
  loader: async ({ params }) => {
    const { findPost } = await import('../public/blog/posts');
    if (!findPost(params.slug)) throw notFound({ routeId: rootRouteId });
  },
});
const contact = createRoute({
  getParentRoute: () => publicLayout,
  path: '/iletisim',
  component: lazyRouteComponent(() => import('../pages/iletisim')),
  staticData: { page: 'iletisim' },
});
const privacy = createRoute({
  getParentRoute: () => publicLayout,
  path: '/privacy',
  component: lazyRouteComponent(() => import('../pages/privacy')),
  staticData: { page: 'privacy' },
});
const terms = createRoute({
  getParentRoute: () => publicLayout,
  path: '/terms',
  component: lazyRouteComponent(() => import('../pages/terms')),
  staticData: { page: 'terms' },
});
const cookies = createRoute({
  getParentRoute: () => publicLayout,
  path: '/cerez-politikasi',
  component: lazyRouteComponent(() => import('../pages/cerez-politikasi')),
  staticData: { page: 'cerez-politikasi' },
});
const account = createRoute({
  getParentRoute: () => publicLayout,
  path: '/hesapislemleri',
  component: lazyRouteComponent(() => import('../pages/hesapislemleri')),
  staticData: { page: 'hesapislemleri' },
});

export type { RegisterCategory } from './search';

const register = createRoute({
  getParentRoute: () => publicLayout,
  path: '/auth/register',
  validateSearch: validateRegisterSearch,
  component: lazyRouteComponent(() => import('../pages/register')),
  staticData: { page: 'register' },
});
const catalogue = createRoute({
  getParentRoute: () => publicLayout,
  path: '/konu-katalogu',
  component: lazyRouteComponent(() => import('../pages/konu-katalogu')),
  staticData: { page: 'konu-katalogu' },
});
const mentorLogin = createRoute({
  getParentRoute: () => publicLayout,
  path: '/auth/login',
  component: lazyRouteComponent(() => import('../pages/mentor-login')),
  staticData: { page: 'mentor-login' },
});
/* Account recovery and the password change: SPA pages under /auth (not prerendered). */
const forgotPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/auth/sifremi-unuttum',
  component: lazyRouteComponent(() => import('../auth/ForgotPasswordPage')),
});
const resetPassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/auth/sifre-sifirla',
  component: lazyRouteComponent(() => import('../auth/ResetPasswordPage')),
});
const verifyEmail = createRoute({
  getParentRoute: () => publicLayout,
  path: '/auth/e-posta-dogrula',
  component: lazyRouteComponent(() => import('../auth/VerifyEmailPage')),
});
/* The weekly parent summary's opt-out link: works without signing in. */
const mailPreferences = createRoute({
  getParentRoute: () => publicLayout,
  path: '/veli/e-posta-tercihleri',
  component: lazyRouteComponent(() => import('../parent/pages/MailPreferencesLinkPage')),
});
const changePassword = createRoute({
  getParentRoute: () => publicLayout,
  path: '/auth/sifre-degistir',
  component: lazyRouteComponent(() => import('../auth/ChangePasswordPage')),
});

/* Invitations (a mailed link, a pairing code) and the student's first page: SPA pages, not prerendered. */
const invitationCode = createRoute({
  getParentRoute: () => publicLayout,
  path: '/davet',
  component: lazyRouteComponent(() => import('../invitations/PairingCodePage')),
});
const invitationLink = createRoute({
  getParentRoute: () => publicLayout,
  path: '/davet/$token',
  component: lazyRouteComponent(() => import('../invitations/InvitationPage')),
});
const studentLogin = createRoute({
  getParentRoute: () => publicLayout,
  path: '/ogrenci/giris',
  component: lazyRouteComponent(() => import('../invitations/StudentLoginPage')),
});

/* Parent pages other than the dashboard keep the public header and footer (spec §2 "Layouts"). */
const parentPublic = createRoute({
  getParentRoute: () => publicLayout,
  id: 'parent-public',
  component: lazyRouteComponent(() => import('../layouts/ParentContextLayout')),
});
const parentLogin = createRoute({
  getParentRoute: () => parentPublic,
  path: '/parent/login',
  component: lazyRouteComponent(() => import('../pages/parent-login')),
  staticData: { page: 'parent-login' },
});
/* Advisor login is a public page inside the advisor context. */
const advisorPublic = createRoute({
  getParentRoute: () => publicLayout,
  id: 'advisor-public',
  component: lazyRouteComponent(() => import('../layouts/AdvisorContextLayout')),
});
const advisorLogin = createRoute({
  getParentRoute: () => advisorPublic,
  path: '/advisor/',
  component: lazyRouteComponent(() => import('../pages/advisor-login')),
  staticData: { page: 'advisor-login' },
});

/* Signed-in areas: the coach panel and the admin area in the bare layout (src/coach, src/admin). */
const bare = createRoute({
  getParentRoute: () => rootRoute,
  id: 'bare',
  component: lazyRouteComponent(() => import('../layouts/BareLayout')),
});
const parentApp = createRoute({
  getParentRoute: () => rootRoute,
  id: 'parent-app',
  component: lazyRouteComponent(() => import('../layouts/ParentAppLayout')),
});
/* The coach panel: bare too, with the coach's guard and frame in its own layout route. */
const coachApp = createRoute({
  getParentRoute: () => rootRoute,
  id: 'coach-app',
  component: lazyRouteComponent(() => import('../layouts/CoachAppLayout')),
});
const advisorApp = createRoute({
  getParentRoute: () => rootRoute,
  id: 'advisor-app',
  component: lazyRouteComponent(() => import('../layouts/AdvisorAppLayout')),
});
/* The student app (/ogrenci, /ogrenci/hafta): src/student, phone-first, its own frame. */
const studentApp = createRoute({
  getParentRoute: () => rootRoute,
  id: 'student-app',
  component: lazyRouteComponent(() => import('../layouts/StudentAppLayout')),
});
/* The advisor pages and /video-lobby (src/advisor/routes.ts). */
const advisorPages = advisorRoutes(advisorApp);

export const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    home,
    reduceLoad,
    focus,
    why,
    faq,
    about,
    blog,
    blogPost,
    contact,
    privacy,
    terms,
    cookies,
    account,
    register,
    catalogue,
    mentorLogin,
    forgotPassword,
    resetPassword,
    verifyEmail,
    mailPreferences,
    changePassword,
    invitationCode,
    invitationLink,
    studentLogin,
    parentPublic.addChildren([parentLogin, ...parentPublicRoutes(parentPublic)]),
    advisorPublic.addChildren([advisorLogin]),
  ]),
  bare.addChildren([...adminRoutes(bare)]),
  coachApp.addChildren(coachRoutes(coachApp)),
  parentApp.addChildren(parentAppRoutes(parentApp)),
  studentApp.addChildren(studentAppRoutes(studentApp)),
  advisorApp.addChildren(advisorPages),
]);

export function createAppRouter(history: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // Links preload the next page's chunk on hover/focus: navigation feels instant on the public site.
    defaultPreload: 'intent',
    trailingSlash: 'preserve',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Module name in src/pages/ whose chunk the prerendered HTML preloads. */
    page?: string;
  }
}
