import { reactIsland } from '../../ui/islands/reactIsland';
import { EmailSignupForm } from './EmailSignupForm';

export default reactIsland(EmailSignupForm);
