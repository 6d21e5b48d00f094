import { ListRoute, type ListRouteProps, listMetadata } from '../../list-route';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export const generateMetadata = (props: ListRouteProps) => listMetadata('c', props);

export default function Page(props: ListRouteProps) {
  return <ListRoute kind="c" {...props} />;
}
