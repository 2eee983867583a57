import { DomainError } from '@pusula/domain';
import { accountByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { handleAccountCommand } from '../accounts/account-service';
import { accountOfPreferencesToken } from '../mail/preferences-link';
import { parentSummaryTexts as m } from './texts';

export interface MailPreferencesDto {
  weeklySummary: boolean;
}

/** The signed-in parent's mail preferences. */
export async function myMailPreferences(deps: AppDeps, parentId: string): Promise<MailPreferencesDto> {
  const account = await accountByIdQuery(deps.storage.db, parentId);
  if (!account) throw new DomainError('NOT_FOUND', 'Hesap bulunamadı');
  return { weeklySummary: account.weekly_summary_mail };
}

async function setWeeklySummary(
  deps: AppDeps,
  parentId: string,
  weeklySummary: boolean,
  via: 'link' | 'portal',
  commandId: string,
  actor?: Actor,
): Promise<MailPreferencesDto> {
  await handleAccountCommand(
    deps,
    parentId,
    {
      type: 'SetMailPreferences',
      data: { accountId: parentId, weeklySummary, via, now: deps.now().toISOString() },
    },
    { commandId, actor },
  );
  return myMailPreferences(deps, parentId);
}

/** The parent portal's switch. */
export function setMyMailPreferences(
  deps: AppDeps,
  parentId: string,
  input: { weeklySummary: boolean },
  commandId: string,
  actor: Actor,
): Promise<MailPreferencesDto> {
  return setWeeklySummary(deps, parentId, input.weeklySummary, 'portal', commandId, actor);
}

/** The opt-out link of a weekly summary, without signing in: its signed token names the parent. */
export async function setMailPreferencesByLink(
  deps: AppDeps,
  input: { token: string; weeklySummary: boolean },
  commandId: string,
): Promise<MailPreferencesDto> {
  const parentId = await accountOfPreferencesToken(deps.storage.db, input.token);
  const account = parentId ? await accountByIdQuery(deps.storage.db, parentId) : undefined;
  if (account?.role !== 'PARENT') throw new DomainError('NOT_FOUND', m.invalidLink);
  return setWeeklySummary(deps, account.id, input.weeklySummary, 'link', commandId);
}
