/**
 * What a row of the authorisation matrix (authorization-matrix.test.ts) is, and the answers many rows
 * share. The matrix and every feature's rows file (authorization-matrix.*.ts,
 * features/<feature>/authorization-matrix.rows.ts) take them from here, so a new caller or a new way of
 * calling is written once.
 */

/** Every kind of caller the matrix plays, including the other tenant; each row is called by each. */
export const MATRIX_CALLERS = [
  'none',
  'bad',
  'admin',
  'advisor1',
  'advisor2',
  'coach1',
  'coach2',
  'coach4',
  'parent',
  // Elif's own account (ogrenci@pusula.dev): the student app's rows, and 403/404 everywhere else.
  'student',
] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

/**
 * The designed status per caller; `others` answers for every caller not named. A rows file may narrow
 * `Caller` to the callers its rows may name (the student app's rows name only the student).
 */
export type MatrixExpect<Caller extends MatrixCaller = MatrixCaller> = Partial<Record<Caller, number>> & {
  others?: number;
};

/** One request of a row. */
export interface MatrixCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * One route as its REST table states it ("METHOD /path/pattern"), the request that calls it and the
 * designed answers. `Ids` are the records the rows need; `n` counts every call of the test (so each write
 * can be new); `caller` says who makes this one.
 */
export interface MatrixRow<Ids, Caller extends MatrixCaller = MatrixCaller> {
  route: string;
  call: (ids: Ids, n: number, caller: MatrixCaller) => MatrixCall;
  expect: MatrixExpect<Caller>;
}

/** No session or a made-up token: refused before anything else. */
export const signedOut = { none: 401, bad: 401 };

/** The student's own paths (the account names the student): only the student gets in, everyone else 403. */
export const studentOnly = (ok: number) => ({ ...signedOut, student: ok, others: 403 });

/**
 * coach1 alone (Elif's coach, the owner of coach1's records): other coaches do not learn the record exists
 * (404); other roles are refused (403).
 */
export const coach1Only = (ok: number) => ({
  ...signedOut,
  coach1: ok,
  coach2: 404,
  coach4: 404,
  others: 403,
});
