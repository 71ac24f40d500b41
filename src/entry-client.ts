import { startIslands } from './app/islands/runtime';
import './app/styles';

startIslands();
