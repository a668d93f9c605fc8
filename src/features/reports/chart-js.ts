// Chart.js with only the parts the report's charts draw (bars, lines, their scales and tooltips). Registered inside
// a function, not at the top of the module: a module of ours is side-effect free to the bundler (package.json
// `sideEffects`, decision 0067), so a bare re-export of `Chart` would skip this module and its registration.
import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

/** Chart.js, ready to draw bars and lines (registering twice is harmless). */
export function registeredChart(): typeof Chart {
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Filler);
  return Chart;
}
