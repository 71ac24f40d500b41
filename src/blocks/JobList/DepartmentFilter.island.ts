import type { DomIsland } from '../../core/domIsland';
import { countText } from '../../core/countText';

interface DepartmentFilterProps {
  countTemplate: string;
  countTemplateOne?: string;
}

/**
 * The job list's department filter: a press shows only that department's jobs (the first button, with an empty
 * department, shows them all), marks the button pressed and says how many jobs show.
 */
const departmentFilter: DomIsland<DepartmentFilterProps> = {
  kind: 'dom',
  mount: (element, { countTemplate, countTemplateOne }) => {
    const buttons = [...element.querySelectorAll<HTMLButtonElement>('button[data-department]')];
    const jobs = [...element.querySelectorAll<HTMLElement>('li[data-department]')];
    const count = element.querySelector<HTMLElement>('[data-job-count]');
    for (const button of buttons) {
      button.addEventListener('click', () => {
        const department = button.dataset.department;
        for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
        let shown = 0;
        for (const job of jobs) {
          job.hidden = Boolean(department) && job.dataset.department !== department;
          if (!job.hidden) shown += 1;
        }
        if (count) count.textContent = countText(shown, countTemplate, countTemplateOne);
      });
    }
  },
};

export default departmentFilter;
