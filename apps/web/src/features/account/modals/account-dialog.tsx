/** The account modals use the shared modal frame. */
export { ModalDialog as AccountDialog } from '@/components/dialog/modal-dialog';
