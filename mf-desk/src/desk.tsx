import { useEffect, type ReactNode } from 'react';
import { DESK_ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Link, Route, Routes, useNavigate } from '@evisa/routing';
import { configureStaffClient } from '@evisa/api-client/staff';
import { PageTitle, useSiteConfig } from '@evisa/ui';
import ApplicationScreen from './screens/application';
import DocumentsScreen from './screens/documents';
import QueueScreen from './screens/queue';
import { Loading } from './loading';
import { Setup } from './session/setup';
import { SignIn } from './session/sign-in';
import { StaffBar } from './session/staff-bar';
import { StaffSessionProvider, useStaffSession } from './session/staff-session';
import { STAFF_NAMESPACE } from './session/staff-texts';
import { StaffAccounts } from './staff/staff-accounts';
import AccountHistory from './history/account-history';
import Reports from './reports/reports';
import Templates from './templates/templates';
import './desk.css';

/** A staff page: the sign-in form in its place until someone is signed in (then the page itself, same address). */
function StaffOnly({ admin = false, children }: { admin?: boolean; children: (selfId: string) => ReactNode }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { state } = useStaffSession();
  if (state.status === 'checking') return <Loading />;
  if (state.status === 'signed-out') return <SignIn />;
  if (admin && state.info.staff.role !== 'admin') {
    return (
      <>
        <PageTitle title={t('adminOnlyTitle')} />
        <p>{t('messages.adminOnly')}</p>
      </>
    );
  }
  return <>{children(state.info.staff.id)}</>;
}

/** `/agency`: the sign-in, or the queue for someone already signed in. */
function SignInPage() {
  const { state } = useStaffSession();
  const navigate = useNavigate();
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (signedIn) navigate(DESK_ROUTES.queue, { replace: true });
  }, [signedIn, navigate]);
  if (state.status === 'checking' || signedIn) return <Loading />;
  return <SignIn />;
}

function DeskNotFound() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  return (
    <>
      <PageTitle title={t('notFound.title')} />
      <p>
        <Link to={DESK_ROUTES.queue}>{t('notFound.toQueue')}</Link>
      </p>
    </>
  );
}

/**
 * The agency desk (docs/desk.md): every /agency page, inside the shell's desk frame, which loads this module only
 * for those paths. Its navigation and the signed-in member of staff go to the frame's header (StaffBar).
 */
export default function Desk() {
  const { apiUrl } = useSiteConfig();
  // Before the first staff call (the session read, in an effect below): the deployment's API address.
  configureStaffClient({ baseUrl: apiUrl });
  return (
    <StaffSessionProvider>
      <StaffBar />
      <Routes>
        <Route path={DESK_ROUTES.signIn} element={<SignInPage />} />
        <Route path={DESK_ROUTES.setup} element={<Setup />} />
        <Route path={DESK_ROUTES.queue} element={<StaffOnly>{() => <QueueScreen />}</StaffOnly>} />
        <Route path={DESK_ROUTES.application} element={<StaffOnly>{() => <ApplicationScreen />}</StaffOnly>} />
        <Route path={DESK_ROUTES.documents} element={<StaffOnly>{() => <DocumentsScreen />}</StaffOnly>} />
        <Route path={DESK_ROUTES.staff} element={<StaffOnly admin>{(selfId) => <StaffAccounts selfId={selfId} />}</StaffOnly>} />
        <Route path={DESK_ROUTES.accountHistory} element={<StaffOnly admin>{() => <AccountHistory />}</StaffOnly>} />
        <Route path={DESK_ROUTES.reports} element={<StaffOnly admin>{() => <Reports />}</StaffOnly>} />
        <Route path={DESK_ROUTES.templates} element={<StaffOnly admin>{() => <Templates />}</StaffOnly>} />
        <Route path="*" element={<DeskNotFound />} />
      </Routes>
    </StaffSessionProvider>
  );
}
