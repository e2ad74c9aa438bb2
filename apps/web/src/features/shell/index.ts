/**
 * The page shell: header, footer, mobile tab bar and the app shell around every page.
 */
export { AppShell } from './components/app-shell';
export { MobileTabbar } from './components/mobile-tabbar';
