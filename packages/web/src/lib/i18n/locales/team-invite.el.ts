export const teamInviteEl = {
  title: 'Πρόσκληση εκπαιδευτή',
  text: 'Η «{{school}}» σας προσκαλεί ως εκπαιδευτή. Δημιουργήστε τον λογαριασμό σας για το {{email}}.',
  username: 'Όνομα χρήστη',
  firstName: 'Όνομα',
  lastName: 'Επώνυμο',
  password: 'Κωδικός',
  passwordConfirm: 'Επιβεβαίωση κωδικού',
  submit: 'Δημιουργία λογαριασμού',
  invalidHint: 'Ζητήστε από τη σχολή να σας στείλει νέα πρόσκληση.',
  back: 'Επιστροφή στη σύνδεση',
} as const;
