'use client';

import { useEffect } from 'react';
import { forgetPages } from './worker';

// On the signed-out pages (sign-in, sign-up, account deleted): nobody is signed in on this device, so no
// page kept for offline reading stays (a session that expired, or ended in another tab, included).

export function ForgetPages() {
  useEffect(() => {
    void forgetPages();
  }, []);
  return null;
}
