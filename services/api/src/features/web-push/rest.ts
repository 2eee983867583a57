import { WEB_PUSH_PATHS } from '@pusula/contracts/web-push';
import type { RestTable } from '../../http/rest-table';

/** /api/web-push (spec §7 "Authentication and push"); the web app calls the same paths (contracts). */
export const WEB_PUSH_ROUTES: RestTable = [
  {
    method: 'GET',
    path: WEB_PUSH_PATHS.publicKey,
    procedure: 'webPush.publicKey',
    envelope: 'success',
  },
  {
    method: 'POST',
    path: WEB_PUSH_PATHS.register,
    procedure: 'webPush.register',
    body: 'object',
    envelope: 'success',
  },
  // The spec sends no body; a body naming the subscription (`token`) removes just that one.
  {
    method: 'POST',
    path: WEB_PUSH_PATHS.unregister,
    procedure: 'webPush.unregister',
    body: 'json',
    input: ({ body }) => {
      const token = body && typeof body === 'object' && 'token' in body ? body.token : undefined;
      return token === undefined ? undefined : { token };
    },
    envelope: 'success',
  },
];
