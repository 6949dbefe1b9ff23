import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    {/* The query client and toasts come with the screens that use them (app/layouts/app-shell.tsx). */}
    <RouterProvider router={router} />
  </StrictMode>,
);
