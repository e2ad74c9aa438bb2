import { Icon, type IconProps } from './icon';

export function TicketIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2.2a2.8 2.8 0 0 0 0 5.6V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2.2a2.8 2.8 0 0 0 0-5.6Z" />
      <path d="M9.5 9.5h5M9.5 14.5h5" />
    </Icon>
  );
}
