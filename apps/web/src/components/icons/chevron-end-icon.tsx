import { Icon, type IconProps } from './icon';

/** Points towards the end of the line: right in LTR, left in RTL (via .flip-rtl). */
export function ChevronEndIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={['flip-rtl', className].filter(Boolean).join(' ')} {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}
