'use client';

import { useEffect, useRef } from 'react';
import { useFormStatus } from 'react-dom';

/**
 * Once the language switch's action has stored the choice, loads the page again: everything is
 * then rendered in the new language, the map's controls and the browser's caches included, which
 * a soft refresh of the server components leaves in the old one. Without script, the form's own
 * post already answers with the page in the new language.
 */
export function ReloadAfterSwitch() {
  const { pending } = useFormStatus();
  const sent = useRef(false);
  useEffect(() => {
    if (pending) sent.current = true;
    else if (sent.current) window.location.reload();
  }, [pending]);
  return null;
}
