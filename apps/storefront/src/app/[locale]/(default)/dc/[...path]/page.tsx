import { ListRoute, type ListRouteProps, listMetadata } from '../../list-route';

export const generateMetadata = (props: ListRouteProps) => listMetadata('dc', props);

export default function Page(props: ListRouteProps) {
  return <ListRoute kind="dc" {...props} />;
}
