import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Security headers of every response: a Content-Security-Policy whose scripts need the
 * per-request nonce (no inline scripts without it), no framing, HSTS, nosniff and a strict
 * referrer policy. `dev` allows Vite's HMR websocket.
 */
export function securityHeaders({ dev }: { dev: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // The shop uses none of these browser features; no page or embedded frame may ask for them.
    // Only features Chromium knows: it reports an unknown name (such as bluetooth) as an error.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      browsingTopics: [],
    },
  });
}
