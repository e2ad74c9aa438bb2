import { Icon, type IconProps } from './icon';

export function PanelCollapseIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={['flip-rtl', className].filter(Boolean).join(' ')} {...props}>
      <rect x="4" y="4" width="16" height="16" rx="2.5" />
      <path d="M15 4v16M8.5 10l2 2-2 2" />
    </Icon>
  );
}
