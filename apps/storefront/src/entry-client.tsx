import { createApiClient } from '@nordshop/api-contract';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';
import './styles/global.css';

const router = createRouter({
  context: { apiFor: (locale) => createApiClient({ baseUrl: window.location.origin, locale }) },
  nonce: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined,
});

hydrateRoot(document, <RouterClient router={router} />);
