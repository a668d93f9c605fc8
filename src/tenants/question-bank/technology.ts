/**
 * harbor-code's banks: JavaScript output worked out by running the expression here, React, Python, SQL over a
 * small table, algorithms, AWS, DevOps, Git, security and machine learning.
 */
import { blanks, pairs, which, type Generator } from './drafts.ts';
import { num } from './random.ts';

const code = (source: string) => `\n\n\`\`\`\n${source}\n\`\`\`\n`;

const TYPEOF: readonly (readonly [string, string])[] = [
  ['null', 'object'], ['undefined', 'undefined'], ['42', 'number'], ['"42"', 'string'], ['[]', 'object'], ['() => 1', 'function'],
  ['true', 'boolean'], ['10n', 'bigint'], ['Symbol("id")', 'symbol'], ['NaN', 'number'], ['{}', 'object'], ['class A {}', 'function'],
];

export const javascript: Record<string, Generator[]> = {
  single: [
    (r) => {
      const [value, type] = r.pick(TYPEOF);
      return {
        kind: 'single', topic: 'Values, Types and Coercion', difficulty: 'easy',
        text: `What does this print?${code(`console.log(typeof ${value});`)}`,
        correct: `"${type}"`, wrong: r.sample(['"object"', '"undefined"', '"number"', '"string"', '"function"', '"boolean"', '"null"', '"array"'].filter((t) => t !== `"${type}"`), 3),
        explanation: `\`typeof ${value}\` is "${type}".`,
      };
    },
    (r) => {
      const xs = [r.int(1, 9), r.int(1, 9), r.int(1, 9)];
      const k = r.int(2, 5);
      const out = xs.map((x) => x * k).filter((x) => x % 2 === 0);
      return {
        kind: 'single', topic: 'Arrays and Iteration', difficulty: 'medium',
        text: `What does this print?${code(`const xs = [${xs.join(', ')}];\nconsole.log(xs.map((x) => x * ${k}).filter((x) => x % 2 === 0));`)}`,
        correct: `[${out.join(', ')}]`,
        wrong: [`[${xs.map((x) => x * k).join(', ')}]`, `[${xs.filter((x) => x % 2 === 0).join(', ')}]`, `[${xs.map((x) => x * k).filter((x) => x % 2 === 1).join(', ')}]`]
          .filter((w, i, all) => w !== `[${out.join(', ')}]` && all.indexOf(w) === i).concat(['[]', 'undefined', 'TypeError']).filter((w) => w !== `[${out.join(', ')}]`).slice(0, 3),
        explanation: 'map multiplies each element, then filter keeps the even results.',
      };
    },
    (r) => {
      const [expr, result] = r.pick([
        ['"5" == 5', 'true'], ['"5" === 5', 'false'], ['null == undefined', 'true'], ['null === undefined', 'false'], ['NaN === NaN', 'false'],
        ['0.1 + 0.2 === 0.3', 'false'], ['[] == false', 'true'], ['Object.is(NaN, NaN)', 'true'], ['"b" + "a" + +"a" + "a"', '"baNaNa"'],
      ] as const);
      return {
        kind: 'single', topic: 'Values, Types and Coercion', difficulty: 'medium',
        text: `What does this print?${code(`console.log(${expr});`)}`,
        correct: result, wrong: r.sample(['true', 'false', 'undefined', 'TypeError', '"banana"'].filter((w) => w !== result), 3),
        explanation: `\`${expr}\` evaluates to ${result}.`,
      };
    },
    (r) => {
      const n = r.int(2, 6);
      return {
        kind: 'single', topic: 'The Event Loop and Promises', difficulty: 'hard',
        text: `In what order are the numbers printed?${code(`console.log(1);\nsetTimeout(() => console.log(2), 0);\nPromise.resolve().then(() => console.log(3));\nconsole.log(${n + 3});`)}`,
        correct: `1, ${n + 3}, 3, 2`, wrong: [`1, 2, 3, ${n + 3}`, `1, ${n + 3}, 2, 3`, `1, 3, ${n + 3}, 2`],
        explanation: 'Synchronous code runs first, then microtasks (the promise), then tasks (the timeout).',
      };
    },
  ],
  fill_in_the_blanks: [
    blanks([
      ['The array method that returns a new array with only the elements passing a test is [[1]].', 'filter'],
      ['The keyword [[1]] declares a block-scoped binding that cannot be reassigned.', 'const'],
      ['The array method that reduces an array to a single value is [[1]].', 'reduce'],
      ['`JSON.[[1]](value)` turns a value into a JSON string.', 'stringify'],
      ['An `async` function always returns a [[1]].', 'Promise', 'promise'],
      ['The operator `??` is called the nullish [[1]] operator.', 'coalescing'],
      ['To stop a `for` loop early, use the [[1]] statement.', 'break'],
      ['`Array.[[1]](x)` tells whether x is an array.', 'isArray'],
      ['The method that adds elements to the end of an array is [[1]].', 'push'],
      ['Variables declared with [[1]] are function-scoped and hoisted.', 'var'],
    ], 'JavaScript Fundamentals', (a) => `The answer is \`${a}\`.`),
  ],
};

const HOOKS = [
  ['useState', 'keeps a value between renders and re-renders when it is set'], ['useEffect', 'synchronises a component with an external system after render'],
  ['useMemo', 'caches the result of a calculation between renders'], ['useCallback', 'caches a function definition between renders'],
  ['useRef', 'holds a mutable value that does not cause a re-render'], ['useContext', 'reads a value provided higher up the tree'],
  ['useReducer', 'manages state through a reducer function'], ['useTransition', 'marks a state update as non-urgent'], ['useId', 'generates a unique id stable across server and client'],
] as const;

const REACT_TASKS = [
  ['Explain when you would lift state up in React and show a small example with two sibling components.', 'Lift state to the closest common parent when siblings must share it; pass the value and a setter down as props.'],
  ['Describe three ways to avoid unnecessary re-renders in a large React list, and the trade-offs of each.', 'Stable keys, memoised rows (React.memo) with stable props (useCallback/useMemo), virtualisation; trade-offs in complexity and memory.'],
  ['What are React Server Components, and what may they not do that client components can?', 'Components rendered on the server only, with no state, effects or browser APIs; they can read data directly and send no JavaScript for themselves.'],
  ['Design a custom hook `useDebouncedValue(value, delay)` and explain its cleanup.', 'useState plus useEffect with setTimeout, clearing the timeout in the effect cleanup so only the last value within the delay is kept.'],
  ['Explain how Suspense and an error boundary work together when data fails to load.', 'Suspense shows a fallback while a child suspends; an error boundary catches the thrown error and renders a fallback UI with a retry.'],
] as const;

const REACT_TERMS = [
  ['The key prop', 'helps React match list items between renders'], ['React.memo', 'skips re-rendering a component when its props are unchanged'],
  ['Context', 'passes data through the tree without props at every level'], ['A portal', 'renders children into a DOM node outside the parent\'s hierarchy'],
  ['Suspense', 'shows a fallback while its children are loading'], ['An error boundary', 'catches rendering errors below it and shows a fallback'],
  ['A Fragment', 'groups children without adding a DOM node'], ['StrictMode', 'runs extra development checks, such as rendering components twice'],
  ['A controlled input', 'an input whose value is driven by React state'], ['React.lazy', 'loads a component\'s code only when it is first rendered'],
  ['A Server Component', 'a component rendered only on the server, sending no JavaScript of its own'], ['Hydration', 'attaching event handlers to server-rendered HTML in the browser'],
] as const;

export const react: Record<string, Generator[]> = {
  single: [
    pairs(REACT_TERMS, { forward: (a) => `In React, what is ${a.charAt(0).toLowerCase()}${a.slice(1)} for?`, backward: (b) => `Which React feature ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'React Concepts' }),
    pairs(HOOKS, { forward: (a) => `What does the \`${a}\` hook do?`, backward: (b) => `Which React hook ${b}?`, explain: (a, b) => `\`${a}\` ${b}.`, topic: 'React Hooks' }),
    (r) => {
      const n = r.int(2, 5);
      return {
        kind: 'single', topic: 'State and Effects', difficulty: 'medium',
        text: `A button's click handler runs \`setCount(count + 1)\` ${n} times in a row, with \`count\` at 0. What is \`count\` after the re-render?`,
        correct: '1', wrong: [String(n), String(n + 1), '0'],
        explanation: 'Each call reads the same `count` from this render, so every call sets 1; use `setCount((c) => c + 1)` to add up.',
      };
    },
  ],
  subjective: [
    (r) => {
      const [text, model] = r.pick(REACT_TASKS);
      return { kind: 'subjective', text, model, format: 'text', topic: 'Component Design', difficulty: 'hard', explanation: `A good answer: ${model}` };
    },
  ],
};

export const python: Record<string, Generator[]> = {
  single: [
    (r) => {
      const word = r.pick(['analysis', 'dataframe', 'notebook', 'pipeline', 'regression', 'histogram']);
      const a = r.int(0, 3);
      const b = r.int(a + 2, word.length);
      return {
        kind: 'single', topic: 'Python Essentials', difficulty: 'easy',
        text: `What does this print?${code(`s = "${word}"\nprint(s[${a}:${b}])`)}`,
        correct: word.slice(a, b), wrong: [word.slice(a, b + 1), word.slice(a + 1, b + 1), word.slice(a + 1, b)].filter((w, i, all) => w !== word.slice(a, b) && all.indexOf(w) === i).concat([word.slice(0, b)]).filter((w) => w !== word.slice(a, b)).slice(0, 3),
        explanation: `Slicing takes indices ${a} up to but not including ${b}.`,
      };
    },
    pairs([
      ['df.shape', 'the number of rows and columns'], ['df.head()', 'the first five rows'], ['df.describe()', 'summary statistics of numeric columns'],
      ['df.dropna()', 'the rows without missing values'], ['df.groupby("city").size()', 'the number of rows per city'], ['df.dtypes', 'the type of each column'],
    ], { forward: (a) => `In pandas, what does \`${a}\` give?`, backward: (b) => `Which pandas expression gives ${b}?`, explain: (a, b) => `\`${a}\` gives ${b}.`, topic: 'pandas DataFrames' }),
  ],
  numeric: [
    (r) => {
      const start = r.int(0, 5);
      const stop = r.int(12, 40);
      const step = r.int(2, 5);
      const length = Math.max(0, Math.ceil((stop - start) / step));
      return {
        kind: 'numeric', min: length, max: length, topic: 'Python Essentials', difficulty: 'medium',
        text: `What is \`len(range(${start}, ${stop}, ${step}))\`?`, explanation: `It counts ${start}, ${start + step}, … below ${stop}: ${length} numbers.`,
      };
    },
    (r) => {
      const n = r.int(4, 12);
      const total = (n * (n + 1) * (2 * n + 1)) / 6;
      return {
        kind: 'numeric', min: total, max: total, topic: 'Python Essentials', difficulty: 'medium',
        text: `What does \`sum(x * x for x in range(1, ${n + 1}))\` return?`, explanation: `The sum of squares 1² + … + ${n}² = ${total}.`,
      };
    },
    (r) => {
      const values = Array.from({ length: 5 }, () => r.int(1, 20));
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return {
        kind: 'numeric', min: Number((mean - 0.01).toFixed(2)), max: Number((mean + 0.01).toFixed(2)), topic: 'Descriptive Statistics', difficulty: 'easy',
        text: `A pandas Series holds ${values.join(', ')}. What does \`.mean()\` return?`, explanation: `(${values.join(' + ')}) / 5 = ${num(mean)}.`,
      };
    },
  ],
};

const PEOPLE = [['Asha', 'Pune', 52000], ['Ben', 'Leeds', 48000], ['Chen', 'Pune', 61000], ['Dara', 'Cork', 45000], ['Eli', 'Leeds', 70000], ['Fay', 'Pune', 39000]] as const;
const table = '\n\n| name | city | salary |\n| --- | --- | --- |\n' + PEOPLE.map((p) => `| ${p.join(' | ')} |`).join('\n') + '\n';

export const sql: Record<string, Generator[]> = {
  single: [
    (r) => {
      const city = r.pick(['Pune', 'Leeds', 'Cork']);
      const count = PEOPLE.filter((p) => p[1] === city).length;
      return {
        kind: 'single', topic: 'SELECT and Filtering', difficulty: 'easy',
        text: `The table \`staff\` holds:${table}What does \`SELECT COUNT(*) FROM staff WHERE city = '${city}';\` return?`,
        correct: String(count), wrong: [0, 1, 2, 3, 6].filter((n) => n !== count).slice(0, 3).map(String),
        explanation: `${count} rows have city ${city}.`,
      };
    },
    (r) => {
      const floor = r.pick([40000, 45000, 50000, 60000]);
      const names = PEOPLE.filter((p) => p[2] > floor).map((p) => p[0]).sort();
      return {
        kind: 'single', topic: 'SELECT and Filtering', difficulty: 'medium',
        text: `The table \`staff\` holds:${table}Which names does \`SELECT name FROM staff WHERE salary > ${floor} ORDER BY name;\` return?`,
        correct: names.join(', '), wrong: [PEOPLE.filter((p) => p[2] >= floor - 5000).map((p) => p[0]).sort().join(', '), PEOPLE.filter((p) => p[2] < floor).map((p) => p[0]).sort().join(', '), PEOPLE.map((p) => p[0]).join(', ')]
          .filter((w, i, all) => w !== names.join(', ') && w !== '' && all.indexOf(w) === i).concat(['No rows']).slice(0, 3),
        explanation: `Only ${names.join(', ')} earn more than ${floor}.`,
      };
    },
    pairs([
      ['INNER JOIN', 'only the rows with a match in both tables'], ['LEFT JOIN', 'every row of the left table, with matches from the right or NULLs'],
      ['GROUP BY', 'one row per group for aggregate functions'], ['HAVING', 'a filter on groups after aggregation'], ['DISTINCT', 'duplicate rows removed'],
      ['ROW_NUMBER() OVER (...)', 'a sequential number for each row within its window'],
    ], { forward: (a) => `What does \`${a}\` give you?`, backward: (b) => `Which SQL construct gives ${b}?`, explain: (a, b) => `\`${a}\`: ${b}.`, topic: 'SQL Clauses' }),
  ],
  fill_in_the_blanks: [
    blanks([
      ['`SELECT city, COUNT(*) FROM staff [[1]] BY city;` counts the staff in each city.', 'GROUP'],
      ['`SELECT name FROM staff [[1]] BY salary DESC;` lists the best paid first.', 'ORDER'],
      ['To keep only groups with more than two rows, add `[[1]] COUNT(*) > 2`.', 'HAVING'],
      ['`SELECT name FROM staff WHERE city [[1]] (\'Pune\', \'Cork\');` matches either city.', 'IN'],
      ['`SELECT name FROM staff WHERE name [[1]] \'A%\';` finds names starting with A.', 'LIKE'],
      ['A common table expression starts with the keyword [[1]].', 'WITH'],
      ['`SELECT * FROM staff [[1]] 3;` returns at most three rows in PostgreSQL.', 'LIMIT'],
      ['Rows with no salary are found with `WHERE salary IS [[1]]`.', 'NULL'],
      ['`SELECT [[1]](salary) FROM staff;` gives the average salary.', 'AVG'],
      ['`DELETE FROM staff [[1]] city = \'Cork\';` removes only the Cork rows.', 'WHERE'],
      ['`SELECT s.name, c.country FROM staff s [[1]] JOIN cities c ON c.name = s.city;` keeps every staff row, matched or not.', 'LEFT'],
      ['`UPDATE staff [[1]] salary = salary * 1.1;` raises every salary by 10%.', 'SET'],
    ], 'SQL Syntax', (a) => `The keyword is \`${a}\`.`),
  ],
};

const COMPLEXITY = [
  ['for (let i = 0; i < n; i++) total += a[i];', 'O(n)'],
  ['for (let i = 0; i < n; i++)\n  for (let j = 0; j < n; j++) count++;', 'O(n²)'],
  ['let lo = 0, hi = n - 1;\nwhile (lo <= hi) {\n  const mid = (lo + hi) >> 1;\n  if (a[mid] < x) lo = mid + 1; else hi = mid - 1;\n}', 'O(log n)'],
  ['for (let i = 1; i < n; i *= 2) steps++;', 'O(log n)'],
  ['a.sort((x, y) => x - y);', 'O(n log n)'],
  ['const seen = new Set(a);\nreturn seen.has(x);', 'O(n)'],
  ['for (let i = 0; i < n; i++)\n  for (let j = i; j < n; j++)\n    for (let k = j; k < n; k++) c++;', 'O(n³)'],
] as const;

const DESIGN = [
  ['Design an LRU cache with O(1) get and put. Describe the data structures and walk through an eviction.', 'A hash map from key to node of a doubly linked list ordered by use; get moves the node to the front; put inserts at the front and evicts the tail when full.'],
  ['Given an array of intervals, merge all overlapping intervals. Give the algorithm and its complexity.', 'Sort by start (O(n log n)), then sweep, extending the last merged interval while the next one starts before it ends.'],
  ['Detect whether a linked list has a cycle, using O(1) extra space. Explain why it works.', 'Floyd\'s tortoise and hare: a fast pointer moving two steps meets the slow pointer inside any cycle.'],
  ['Find the length of the longest substring without repeating characters. Give an O(n) approach.', 'A sliding window with a map of last positions; move the left edge past the previous occurrence of the repeated character.'],
  ['Describe how you would find the k most frequent words in a large log file that does not fit in memory.', 'Count with a hash map per chunk (or external sort), merge the counts, and keep a min-heap of size k.'],
] as const;

const STRUCTURES = [
  ['A stack', 'last in, first out'], ['A queue', 'first in, first out'], ['A binary heap', 'the minimum (or maximum) in O(1) and removal in O(log n)'],
  ['A hash table', 'average O(1) lookup by key'], ['A trie', 'prefix search over a set of strings'], ['A balanced binary search tree', 'sorted order with O(log n) insert and search'],
  ['Breadth-first search', 'shortest paths by number of edges in an unweighted graph'], ['Dijkstra\'s algorithm', 'shortest paths with non-negative edge weights'],
  ['A union-find structure', 'tracking which elements are in the same set'], ['Topological sort', 'ordering the tasks of a directed acyclic graph by their dependencies'],
] as const;

export const algorithms: Record<string, Generator[]> = {
  single: [
    pairs(STRUCTURES, { forward: (a) => `What is ${a.charAt(0).toLowerCase()}${a.slice(1)} best suited for?`, backward: (b) => `Which data structure or algorithm gives ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Data Structures' }),
    (r) => {
      const [source, big] = r.pick(COMPLEXITY);
      return {
        kind: 'single', topic: 'Big-O and Complexity', difficulty: 'medium', text: `What is the time complexity of this code in terms of n?${code(source)}`,
        correct: big, wrong: r.sample(['O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n²)', 'O(n³)', 'O(2ⁿ)'].filter((b) => b !== big), 3),
        explanation: `It is ${big}.`,
      };
    },
  ],
  numeric: [
    (r) => {
      const n = r.pick([15, 31, 63, 100, 127, 255, 1000, 1023, 4095]);
      const worst = Math.floor(Math.log2(n)) + 1;
      return {
        kind: 'numeric', min: worst, max: worst, topic: 'Sorting and Searching', difficulty: 'medium',
        text: `At most how many elements does binary search compare with the target in a sorted array of ${n} elements?`,
        explanation: `⌊log₂ ${n}⌋ + 1 = ${worst}.`,
      };
    },
    (r) => {
      const n = r.int(5, 12);
      const edges = (n * (n - 1)) / 2;
      return {
        kind: 'numeric', min: edges, max: edges, topic: 'Trees and Graphs', difficulty: 'easy',
        text: `How many edges does a complete undirected graph on ${n} vertices have?`, explanation: `n(n − 1)/2 = ${edges}.`,
      };
    },
  ],
  subjective: [
    (r) => {
      const [text, model] = r.pick(DESIGN);
      return { kind: 'subjective', text, model, format: 'text_or_upload', topic: 'Problem Solving', difficulty: 'hard', explanation: `A good answer: ${model}` };
    },
  ],
};

const AWS = [
  ['Amazon S3', 'object storage'], ['Amazon EC2', 'resizable virtual servers'], ['AWS Lambda', 'running code without managing servers'],
  ['Amazon RDS', 'managed relational databases'], ['Amazon DynamoDB', 'a managed NoSQL key-value and document database'], ['Amazon CloudFront', 'a content delivery network'],
  ['Amazon Route 53', 'DNS and domain registration'], ['AWS IAM', 'users, roles and permissions'], ['Amazon CloudWatch', 'metrics, logs and alarms'],
  ['Amazon SQS', 'message queues between components'], ['Amazon SNS', 'publish/subscribe notifications'], ['Amazon VPC', 'an isolated virtual network'],
  ['Amazon EBS', 'block storage volumes for EC2'], ['Amazon S3 Glacier', 'low-cost archival storage'], ['AWS CloudTrail', 'a record of API calls for auditing'],
  ['AWS Shield', 'protection against DDoS attacks'], ['AWS KMS', 'creating and managing encryption keys'], ['AWS Cost Explorer', 'viewing and analysing costs over time'],
] as const;

const AWS_MORE = [
  ['AWS Trusted Advisor', 'checks of cost, security, performance and service limits against best practice'], ['AWS Organizations', 'managing several accounts centrally with consolidated billing'],
  ['Amazon Aurora', 'a MySQL- and PostgreSQL-compatible relational database built for the cloud'], ['AWS Snowball', 'moving large amounts of data into AWS on a physical device'],
  ['Amazon Redshift', 'a data warehouse for analytics'], ['AWS Config', 'a record of resource configurations and rules that check them'],
  ['Amazon GuardDuty', 'threat detection from logs and network activity'], ['Amazon ECS', 'running and scaling Docker containers'],
] as const;
const AWS_CONCEPTS = [
  ['A Region', 'a geographic area with several isolated Availability Zones'], ['An Availability Zone', 'one or more data centres with redundant power and networking within a Region'],
  ['An edge location', 'a site where CloudFront caches content close to users'], ['On-Demand Instances', 'paying for compute by the second with no commitment'],
  ['Reserved Instances', 'a discount for committing to one or three years of use'], ['Spot Instances', 'spare capacity at a steep discount that can be interrupted'],
  ['Savings Plans', 'a discount for committing to a steady amount of compute spend per hour'], ['The Free Tier', 'limited use of some services at no charge for new accounts'],
] as const;

export const aws: Record<string, Generator[]> = {
  single: [
    pairs([...AWS, ...AWS_MORE], { forward: (a) => `What is ${a} used for?`, backward: (b) => `Which AWS service provides ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Core AWS Services' }),
    pairs(AWS_CONCEPTS, { forward: (a) => `In AWS, what is ${a.charAt(0).toLowerCase()}${a.slice(1)}?`, backward: (b) => `Which AWS term means ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Cloud Concepts and Billing' }),
  ],
  multiple: [
    which(['Configuring security groups', 'Encrypting data in their S3 buckets', 'Patching the guest operating system on EC2', 'Managing IAM users and their permissions'],
      ['Physical security of data centres', 'Maintaining the hypervisor', 'Replacing failed disks in AWS hardware', 'Cooling and power in Availability Zones'], {
        text: (r) => `${r.pick(['A startup', 'A hospital', 'A bank', 'A school', 'An online shop', 'A news site'])} runs ${r.pick(['its web app on Amazon EC2', 'a database on Amazon RDS', 'file storage in Amazon S3', 'containers on Amazon ECS', 'an API on AWS Lambda'])}. Under the AWS shared responsibility model, which of these are the customer's responsibility?`, explain: 'AWS secures the cloud (facilities, hardware, hypervisor); the customer secures what they put in it (OS, network rules, data, identities).', topic: 'Security and IAM',
      }),
  ],
};

export const devops: Record<string, Generator[]> = {
  single: [
    pairs([
      ['FROM', 'sets the base image'], ['COPY', 'copies files from the build context into the image'], ['RUN', 'runs a command while building the image'],
      ['CMD', 'sets the default command of a container'], ['EXPOSE', 'documents the port the container listens on'], ['WORKDIR', 'sets the working directory for later instructions'],
    ], { forward: (a) => `What does the Dockerfile instruction \`${a}\` do?`, backward: (b) => `Which Dockerfile instruction ${b}?`, explain: (a, b) => `\`${a}\` ${b}.`, topic: 'Dockerfiles' }),
    pairs([
      ['Pod', 'the smallest deployable unit, one or more containers'], ['Deployment', 'keeps a set of identical pods running and rolls out updates'],
      ['Service', 'a stable network address in front of a set of pods'], ['ConfigMap', 'non-secret configuration for pods'], ['Ingress', 'HTTP routing from outside the cluster to services'],
    ], { forward: (a) => `What is a Kubernetes ${a}?`, backward: (b) => `Which Kubernetes object is ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Kubernetes Objects' }),
  ],
};

export const git: Record<string, Generator[]> = {
  single: [pairs([
    ['git rebase', 'replays commits on top of another base'], ['git cherry-pick', 'applies the changes of one chosen commit'], ['git revert', 'makes a new commit undoing an earlier one'],
    ['git stash', 'shelves uncommitted changes'], ['git bisect', 'finds the commit that introduced a bug by binary search'], ['git reflog', 'lists where HEAD has pointed, to recover lost commits'],
  ], { forward: (a) => `What does \`${a}\` do?`, backward: (b) => `Which command ${b}?`, explain: (a, b) => `\`${a}\` ${b}.`, topic: 'Git Commands' })],
};

export const security: Record<string, Generator[]> = {
  single: [pairs([
    ['Cross-site scripting (XSS)', 'escaping output and a Content Security Policy'], ['SQL injection', 'parameterised queries'], ['Cross-site request forgery', 'SameSite cookies and anti-CSRF tokens'],
    ['Credential stuffing', 'rate limiting and multi-factor authentication'], ['Clickjacking', 'frame-ancestors in CSP or X-Frame-Options'],
  ], { forward: (a) => `What is the main defence against ${a}?`, backward: (b) => `Which attack is mainly defended against by ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Web Security' })],
};

export const ml: Record<string, Generator[]> = {
  numeric: [
    (r) => {
      const tp = r.int(20, 90);
      const fp = r.int(5, 30);
      const precision = tp / (tp + fp);
      return {
        kind: 'numeric', min: Number((precision - 0.01).toFixed(2)), max: Number((precision + 0.01).toFixed(2)), topic: 'Model Evaluation', difficulty: 'medium',
        text: `A classifier makes ${tp} true positive and ${fp} false positive predictions. What is its precision, as a decimal to two places?`,
        explanation: `Precision = TP / (TP + FP) = ${tp} / ${tp + fp} ≈ ${num(precision)}.`,
      };
    },
  ],
  single: [pairs([
    ['Overfitting', 'low training error but high validation error'], ['Underfitting', 'high error on both training and validation data'],
    ['Cross-validation', 'estimating performance by training and testing on different folds'], ['Regularisation', 'penalising large weights to reduce overfitting'],
  ], { forward: (a) => `Which describes ${a.toLowerCase()}?`, backward: (b) => `What is the name for ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Model Evaluation' })],
};
