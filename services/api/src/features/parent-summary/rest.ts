import type { RestTable } from '../../http/rest-table';

/** The weekly parent summary's preferences, answering `{ data: { weeklySummary } }`. */
export const PARENT_SUMMARY_ROUTES: RestTable = [
  {
    method: 'GET',
    path: '/api/parent/mail-preferences',
    procedure: 'parentSummary.preferences',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: '/api/parent/mail-preferences',
    procedure: 'parentSummary.setPreferences',
    body: 'object',
    envelope: 'data',
  },
  // The mail's opt-out link, without signing in: `{ token, weeklySummary }` (404 for a token not ours).
  {
    method: 'POST',
    path: '/api/mail-preferences',
    procedure: 'parentSummary.setPreferencesByLink',
    body: 'object',
    envelope: 'data',
  },
];
