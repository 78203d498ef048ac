/**
 * The resident's page, apart from the dashboard a student lands on: the house rules' text and the
 * letter's download load only when a student opens it.
 */
export { ResidenceScreen } from '../../features/residence/screens/residence-screen.tsx';
