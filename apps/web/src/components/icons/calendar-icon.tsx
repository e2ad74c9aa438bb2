import { Icon, type IconProps } from './icon';

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="5" width="16" height="15" rx="2.2" />
      <path d="M4 10h16M8.5 3v4M15.5 3v4" />
    </Icon>
  );
}
