import { useEffect, type ReactNode } from 'react';
import { DESK_ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Link, Route, Routes, useNavigate } from '@evisa/routing';
import { configureStaffClient } from '@evisa/api-client/staff';
import { PageTitle, ToastProvider, useSiteConfig } from '@evisa/ui';
import { RemoteLoading, RemoteScreen } from '../remotes/remote-screen';
import { DeskLayout } from './desk-layout';
import { Setup } from './setup';
import { SignIn } from './sign-in';
import { StaffAccounts } from './staff-accounts';
import { StaffSessionProvider, useStaffSession } from './staff-session';
import { STAFF_NAMESPACE } from './staff-texts';
import './desk.css';

/** A staff page: the sign-in form in its place until someone is signed in (then the page itself, same address). */
function StaffOnly({ admin = false, children }: { admin?: boolean; children: (selfId: string) => ReactNode }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { state } = useStaffSession();
  if (state.status === 'checking') return <RemoteLoading />;
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
  if (state.status === 'checking' || signedIn) return <RemoteLoading />;
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
 * The agency desk (docs/desk.md): everything under /agency, in a chunk of its own that the shell loads only for
 * those paths, with its texts (the `staff` namespace). Each remote's staff screens are separate exposed modules.
 */
export default function DeskApp() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { apiUrl } = useSiteConfig();
  // Before the first staff call (the session read, in an effect below): the deployment's API address.
  configureStaffClient({ baseUrl: apiUrl });
  return (
    <ToastProvider closeLabel={t('closeNotification')} placed>
      <StaffSessionProvider>
        <DeskLayout>
          <Routes>
            <Route path={DESK_ROUTES.signIn} element={<SignInPage />} />
            <Route path={DESK_ROUTES.setup} element={<Setup />} />
            <Route path={DESK_ROUTES.queue} element={<StaffOnly>{() => <RemoteScreen remote="mf_payment" expose="DeskQueue" />}</StaffOnly>} />
            <Route path={DESK_ROUTES.application} element={<StaffOnly>{() => <RemoteScreen remote="mf_payment" expose="DeskApplication" />}</StaffOnly>} />
            <Route path={DESK_ROUTES.documents} element={<StaffOnly>{() => <RemoteScreen remote="mf_documents" expose="DeskDocuments" />}</StaffOnly>} />
            <Route path={DESK_ROUTES.staff} element={<StaffOnly admin>{(selfId) => <StaffAccounts selfId={selfId} />}</StaffOnly>} />
            <Route path="*" element={<DeskNotFound />} />
          </Routes>
        </DeskLayout>
      </StaffSessionProvider>
    </ToastProvider>
  );
}
