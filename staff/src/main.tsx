// The staff console's page: its language, the signed-in member, and its routes (ADR 0066).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@storefront/ui/tokens.css';
import './styles.css';
import { startI18n } from './i18n';
import { SessionProvider } from './session';
import { Audit } from './pages/Audit';
import { Inbox } from './pages/Inbox';
import { InvitationPage } from './pages/Invitation';
import { Layout } from './pages/Layout';
import { LeadPage } from './pages/Lead';
import { Members } from './pages/Members';
import { SignIn } from './pages/SignIn';

const router = createBrowserRouter([
  { path: '/sign-in', element: <SignIn /> },
  { path: '/invitation', element: <InvitationPage /> },
  {
    element: <Layout />,
    children: [
      { index: true, element: <Inbox /> },
      { path: 'leads/:id', element: <LeadPage /> },
      { path: 'members', element: <Members /> },
      { path: 'audit', element: <Audit /> },
    ],
  },
]);

void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </StrictMode>,
  ),
);
