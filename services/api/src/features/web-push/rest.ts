import type { RestTable } from '../../http/rest-table';

/** /api/web-push (spec §7 "Authentication and push"). */
export const WEB_PUSH_ROUTES: RestTable = [
  {
    method: 'GET',
    path: '/api/web-push/vapid-public-key',
    procedure: 'webPush.publicKey',
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/web-push/register-token',
    procedure: 'webPush.register',
    body: 'object',
    envelope: 'success',
  },
  // The spec sends no body; a body naming the subscription (`token`) removes just that one.
  {
    method: 'POST',
    path: '/api/web-push/unregister-token',
    procedure: 'webPush.unregister',
    body: 'json',
    input: ({ body }) => {
      const token = body && typeof body === 'object' && 'token' in body ? body.token : undefined;
      return token === undefined ? undefined : { token };
    },
    envelope: 'success',
  },
];
