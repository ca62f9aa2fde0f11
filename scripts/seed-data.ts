// Names for the demo members of `npm run seed` and the benchmarks: a few hundred first and last names from
// many countries, so that lists, sorting and search look like a real club's.

// biome-ignore format: a list of names reads best filled
export const FIRST_NAMES = [
  // English-speaking countries
  "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
  "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
  "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Margaret", "Anthony", "Sandra", "Mark", "Ashley",
  "Steven", "Emily", "Andrew", "Donna", "Joshua", "Michelle", "Kevin", "Carol", "Brian", "Amanda",
  "George", "Melissa", "Edward", "Deborah", "Ronald", "Stephanie", "Timothy", "Rebecca", "Jason", "Laura",
  "Oliver", "Amelia", "Harry", "Olivia", "Jack", "Isla", "Charlie", "Ava", "Noah", "Grace", "Ada", "Alan",
  // Irish, Scottish, Welsh
  "Siobhan", "Niamh", "Ciaran", "Aoife", "Seamus", "Eilidh", "Callum", "Morag", "Rhys", "Cerys", "Dylan",
  // Spanish and Latin American
  "José", "María", "Carlos", "Lucía", "Javier", "Carmen", "Alejandro", "Sofía", "Miguel", "Valentina",
  "Diego", "Camila", "Mateo", "Isabella", "Santiago", "Gabriela", "Pablo", "Ximena", "Andrés", "Paula",
  // Portuguese and Brazilian
  "João", "Ana", "Pedro", "Beatriz", "Tiago", "Inês", "Rafael", "Mariana", "Gonçalo", "Larissa",
  // French
  "Louis", "Camille", "Hugo", "Chloé", "Théo", "Léa", "Antoine", "Manon", "Julien", "Élodie", "Mathis",
  // German, Austrian, Swiss
  "Lukas", "Anna", "Maximilian", "Lena", "Felix", "Hannah", "Jonas", "Lea", "Leon", "Marie", "Jürgen",
  "Sabine", "Klaus", "Ursula",
  // Italian
  "Giuseppe", "Giulia", "Francesco", "Chiara", "Alessandro", "Martina", "Lorenzo", "Francesca", "Matteo",
  // Dutch and Flemish
  "Daan", "Sanne", "Bram", "Femke", "Sem", "Lotte", "Joris", "Anouk",
  // Nordic
  "Lars", "Ingrid", "Erik", "Astrid", "Magnus", "Freya", "Sven", "Sigrid", "Mikkel", "Saga", "Oskar",
  "Elin", "Aksel", "Maja",
  // Polish, Czech, Hungarian
  "Jakub", "Zofia", "Kacper", "Agnieszka", "Tomasz", "Katarzyna", "Jan", "Tereza", "Bence", "Zsófia",
  // Russian, Ukrainian
  "Dmitri", "Olga", "Sergei", "Natalia", "Ivan", "Svetlana", "Oleksandr", "Iryna", "Mykola", "Tetiana",
  // Greek and Turkish
  "Nikos", "Eleni", "Giorgos", "Katerina", "Mehmet", "Ayşe", "Emre", "Elif", "Mustafa", "Zeynep",
  // Arabic
  "Mohammed", "Fatima", "Ahmed", "Aisha", "Omar", "Layla", "Youssef", "Mariam", "Khalid", "Noor",
  // Persian and Hebrew
  "Reza", "Shirin", "Dariush", "Parisa", "Yonatan", "Noa", "Avi", "Tamar",
  // South Asian
  "Aarav", "Priya", "Vikram", "Ananya", "Rohan", "Kavya", "Arjun", "Deepika", "Rahul", "Sunita", "Imran",
  "Ayesha", "Sanjay", "Lakshmi",
  // Chinese
  "Wei", "Xiu Ying", "Jun", "Mei", "Hao", "Li Na", "Jian", "Yan", "Zhi Hao", "Xin Yi",
  // Japanese and Korean
  "Haruto", "Yui", "Sota", "Aoi", "Ren", "Sakura", "Min-jun", "Seo-yeon", "Ji-ho", "Ha-eun",
  // Southeast Asian
  "Minh", "Linh", "Tuan", "Thao", "Nattapong", "Siriporn", "Rizal", "Putri", "Jose Miguel", "Maricel",
  // African
  "Chinedu", "Ngozi", "Oluwaseun", "Adaeze", "Kwame", "Ama", "Kofi", "Abena", "Juma", "Amani", "Thabo",
  "Lerato", "Sipho", "Nomvula", "Tesfaye", "Selam", "Moussa", "Aminata",
  // Pacific and Indigenous
  "Tane", "Aroha", "Mere", "Wiremu", "Kalani", "Leilani",
];

// biome-ignore format: a list of names reads best filled
export const LAST_NAMES = [
  // English-speaking countries
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
  "Thomas", "Moore", "Jackson", "Martin", "Thompson", "White", "Harris", "Clark", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker", "Nelson",
  "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards",
  "Collins", "Stewart", "Morris", "Rogers", "Reed", "Cook", "Morgan", "Bell", "Murphy", "Bailey",
  "Cooper", "Richardson", "Cox", "Howard", "Ward", "Peterson", "Gray", "Watson", "Brooks", "Sanders",
  "Price", "Bennett", "Wood", "Barnes", "Ross", "Henderson", "Coleman", "Jenkins", "Perry", "Powell",
  "Lovelace", "Hopper", "Turing", "Davidson", "Harrison", "Ferguson", "Gibson", "Dickson", "Hudson",
  "Emerson", "Stevenson", "Patterson", "Atkinson", "Dawson", "Watkinson",
  // Irish, Scottish, Welsh
  "O'Brien", "O'Connor", "Murphy", "Kelly", "Byrne", "Ryan", "MacDonald", "McLeod", "Fraser", "Douglas",
  "Llewellyn", "Pritchard", "Vaughan", "Griffiths",
  // Spanish and Latin American
  "García", "Rodríguez", "Martínez", "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez",
  "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Morales", "Ortiz", "Castillo", "Jiménez", "Ruiz",
  "de la Cruz",
  // Portuguese and Brazilian
  "Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Ferreira", "Almeida", "Carvalho", "Ribeiro",
  // French
  "Martin", "Bernard", "Dubois", "Durand", "Lefèvre", "Moreau", "Laurent", "Girard", "Rousseau", "Fontaine",
  // German, Austrian, Swiss
  "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer",
  "Koch", "Richter", "Zimmermann", "Krüger",
  // Italian
  "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
  // Dutch and Flemish
  "de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Peeters", "Maes",
  // Nordic
  "Hansen", "Nielsen", "Jensen", "Andersen", "Larsen", "Johansson", "Karlsson", "Nilsson", "Eriksson",
  "Larsson", "Olsen", "Halvorsen", "Virtanen", "Korhonen", "Jónsson",
  // Polish, Czech, Hungarian
  "Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Novák", "Svoboda", "Dvořák", "Nagy", "Kovács",
  "Tóth", "Szabó",
  // Russian, Ukrainian
  "Ivanov", "Smirnova", "Kuznetsov", "Popova", "Sokolov", "Petrenko", "Shevchenko", "Kovalenko", "Bondarenko",
  // Greek and Turkish
  "Papadopoulos", "Georgiou", "Nikolaidis", "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk",
  // Arabic
  "Al-Sayed", "Haddad", "Khoury", "Mansour", "Nasser", "Hassan", "Abdullah", "Farouk", "Saleh", "Aziz",
  // Persian and Hebrew
  "Hosseini", "Rahimi", "Karimi", "Cohen", "Levi", "Mizrahi", "Friedman",
  // South Asian
  "Patel", "Sharma", "Singh", "Kumar", "Gupta", "Reddy", "Iyer", "Nair", "Chatterjee", "Khan", "Ahmed",
  "Fernando", "Perera",
  // Chinese
  "Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Lin", "Chan", "Wong",
  // Japanese and Korean
  "Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Kim", "Lee", "Park", "Choi",
  "Jung",
  // Southeast Asian
  "Nguyen", "Tran", "Le", "Pham", "Srisuk", "Wongsawat", "Santoso", "Wijaya", "Reyes", "Bautista",
  // African
  "Okafor", "Adeyemi", "Okonkwo", "Mensah", "Asante", "Boateng", "Mwangi", "Otieno", "Dlamini", "Nkosi",
  "Mokoena", "Tadesse", "Diallo", "Traoré", "Keita",
  // Pacific
  "Ngata", "Parata", "Kealoha", "Tuilagi",
];

export const EMAIL_DOMAINS = ["example.com", "example.net", "example.org", "mail.example", "post.example"];

export const NOTES = [
  "Handicap 12.",
  "Prefers morning tee times.",
  "Left-handed clubs.",
  "Volunteers at the junior open day.",
  "Pays by bank transfer.",
  "Member of the seniors' section.",
  "Interested in the winter league.",
  "Allergic to nuts (for club dinners).",
];
