import { redirectToModal } from '@/features/account/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

/** /sport/users/password/edit: the passwordEdit modal over the home page. */
export default async function UsersRoute({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  redirectToModal(await resolveLocale(params), 'passwordEdit', await searchParams);
}
