import { reactIsland } from '../../ui/islands/reactIsland';
import { ContactForm } from './ContactForm';

export default reactIsland(ContactForm);
