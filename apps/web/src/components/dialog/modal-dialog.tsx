'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/close-icon';
import styles from './modal-dialog.module.css';

/**
 * The frame of every modal (account forms, the bet slip's share dialogs): Radix Dialog (focus
 * trap, Escape, aria-modal, focus returned to the opener; docs/decisions/008). A dialog that must
 * be completed (missed profile fields) has no close button and ignores Escape and outside clicks.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  closable = true,
  wide,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  closable?: boolean;
  wide?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations('common');
  const block = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closable && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, wide ? styles.wide : ''].join(' ')}
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            // Start in the first field rather than on the close button.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input:not([type="hidden"]), select, textarea',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <span className={styles.brandStripe} aria-hidden="true" />
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
            {closable ? (
              <Dialog.Close
                className={styles.close}
                aria-label={t('close')}
                data-testid="modal-close"
              >
                <CloseIcon size={20} />
              </Dialog.Close>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
