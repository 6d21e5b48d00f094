import { ListRoute, type ListRouteProps, listMetadata } from '../../list-route';

export const generateMetadata = (props: ListRouteProps) => listMetadata('b', props);

export default function Page(props: ListRouteProps) {
  return <ListRoute kind="b" {...props} />;
}
