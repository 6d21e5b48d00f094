import { CheckoutCart } from '@/features/cart/checkout-cart';
import { textRoute } from '@/features/layout/text-route';

// The checkout's steps are the next issue's; until then the page shows the cart to check.
const route = textRoute('checkout', 'checkout', { index: false, extra: async () => <CheckoutCart /> });
export const generateMetadata = route.generateMetadata;
export default route.Page;
