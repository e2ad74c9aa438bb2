import { Icon, type IconProps } from './icon';

/** Quick bet: one click places. */
export function BoltIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13 2.5 4.5 13.5H11l-1 8 8.5-11H12l1-8Z" />
    </Icon>
  );
}
