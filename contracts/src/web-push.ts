/**
 * The documented web-push paths (spec §7 "Authentication and push"): the server's REST table installs
 * them and the browser calls them, both from here, so the two cannot drift apart.
 */
export const WEB_PUSH_PATHS = {
  /** GET: `{ success, data: { publicKey } }`, the VAPID key browsers subscribe with (URL-safe base64). */
  publicKey: '/api/web-push/vapid-public-key',
  /** POST (bearer): `{ token, userRole, userId, roleSpecificId }`, the subscription JSON in `token`. */
  register: '/api/web-push/register-token',
  /** POST (bearer): no body (this session's subscriptions) or `{ token }` (that one). */
  unregister: '/api/web-push/unregister-token',
} as const;
