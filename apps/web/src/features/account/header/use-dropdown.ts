/** Shared with the header's other menus (notifications). */
export { useDropdown } from '@/lib/use-dropdown';
