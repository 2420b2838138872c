import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadCatalog } from './i18n/load';
import { readStoredLocale } from './providers/i18nProvider';

// A data router (not <BrowserRouter>): blocking navigation for unsaved forms needs one.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// The stored language's texts first (their own chunk), then the console.
void loadCatalog(readStoredLocale()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
