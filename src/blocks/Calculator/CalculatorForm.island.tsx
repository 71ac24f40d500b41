import { reactIsland } from '../../ui/islands/reactIsland';
import { CalculatorForm } from './CalculatorForm';

export default reactIsland(CalculatorForm);
