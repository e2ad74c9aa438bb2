import { redirectToModal } from '@/features/account/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

/** /sport/users/sign-in: the signIn modal over the home page. */
export default async function UsersRoute({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  redirectToModal(await resolveLocale(params), 'signIn', await searchParams);
}
