import NotFound from '../../../../not-found';

/** An order to confirm that is not there (no id, an unknown id): the 404 page, in the checkout's layout. */
export default NotFound;
