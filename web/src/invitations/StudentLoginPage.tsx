import { StudentLoginPage } from './StudentHomePage';

export default StudentLoginPage;
