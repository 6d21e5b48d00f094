import { Forbidden } from '@/features/shell';

export default Forbidden;
