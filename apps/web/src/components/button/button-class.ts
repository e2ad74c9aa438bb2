import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';
export type ButtonSize = 'small' | 'medium' | 'large';

/** Class names for a button-looking <button> or <a>, so links and buttons share one style. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'medium' ? '' : styles[size], extra]
    .filter(Boolean)
    .join(' ');
}
