import { consentBannerMachine, parseConsentCookie } from '@nordshop/consent';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { ConsentBannerView } from './consent-banner-view';
import { applyConsent } from './consent-decision';
import { onConsentSettings } from './consent-events';

/**
 * The cookie consent banner driven by its machine (spec sections 4 and 9): shown while no
 * __consent cookie exists, message and settings views (necessary always on, analytics off by
 * default), reopened by the footer's cookie-settings link. A decision writes the cookie and sends
 * the Consent Mode update. Loaded after hydration; until then the layout shows the same message.
 */
export default function ConsentRuntimeView({
  text,
  openSettings,
}: {
  text: string;
  openSettings: boolean;
}) {
  const actor = useActorRef(consentBannerMachine, {
    input: { mask: parseConsentCookie(document.cookie) },
  });
  const shown = useSelector(actor, (state) => !state.matches('hidden'));
  const settings = useSelector(actor, (state) => state.matches({ shown: 'settings' }));
  const choice = useSelector(actor, (state) => state.context.choice);

  useEffect(() => {
    const decided = actor.on('consent.decided', ({ mask: chosen }) => applyConsent(chosen));
    const reopen = onConsentSettings(() => actor.send({ type: 'consent.reopen' }));
    // Loaded for the settings (footer link, or the message's settings button before this loaded).
    if (openSettings)
      actor.send(
        actor.getSnapshot().matches('hidden')
          ? { type: 'consent.reopen' }
          : { type: 'consent.openSettings' },
      );
    return () => {
      decided.unsubscribe();
      reopen();
    };
  }, [actor, openSettings]);

  if (!shown) return null;
  return (
    <ConsentBannerView
      text={text}
      view={settings ? 'settings' : 'message'}
      choice={choice}
      onGrantAll={() => actor.send({ type: 'consent.grantAll' })}
      onDenyAll={() => actor.send({ type: 'consent.denyAll' })}
      onOpenSettings={() => actor.send({ type: 'consent.openSettings' })}
      onToggle={(flag) => actor.send({ type: 'consent.toggle', flag })}
      onSave={() => actor.send({ type: 'consent.saveSettings' })}
    />
  );
}
