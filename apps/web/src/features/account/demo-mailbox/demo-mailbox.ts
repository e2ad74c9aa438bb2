'use client';

import { createContext, useContext } from 'react';

/**
 * Whether this site is the embedded demo with its demo mailbox (decision 021). The server
 * layout knows (the web config); the check-your-mail steps read it to offer the mailbox.
 */
export const DemoMailboxContext = createContext(false);
export const useDemoMailbox = () => useContext(DemoMailboxContext);

/** The demo mailbox page, before the locale prefix. */
export const DEMO_MAILBOX_PATH = '/sport/demo-mailbox';
