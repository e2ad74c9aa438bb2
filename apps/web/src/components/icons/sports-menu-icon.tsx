import { Icon, type IconProps } from './icon';

export function SportsMenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.6" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.6" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.6" />
      <circle cx="16.75" cy="16.75" r="3.25" />
    </Icon>
  );
}
