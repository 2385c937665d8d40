/** The template's texts of the section, in every language the template ships. */
export const en = {
  contact: {
    heading: "Let's Connect",
    signedOut: 'Please authenticate to send a message',
    signIn: 'Sign in with Google',
    signOut: 'Sign out',
    form: 'Send a message',
    messageLabel: 'Message',
    placeholder: 'Write your message here...',
    send: 'Send Message',
    limitBanner: 'You have reached the submission limit. Reset will be on {time}',
    /** Beside "Sign in with Google" and the signed-in profile: the privacy notice. */
    privacyLink: 'What happens to my data',
    deleteAccount: 'Delete my account',
  },
  /** The confirming dialog of "Delete my account": what goes and what stays. */
  deleteDialog: {
    heading: 'Delete your account?',
    deletes:
      'This deletes your profile on this site (your name, e-mail address and photo address) and your sign-in account, and forgets you on this device.',
    keeps:
      'Messages you have sent stay with {name}, and the limit of {limit} messages in 24 hours still counts them. To have your messages deleted, write to {email}.',
    cancel: 'Keep my account',
    confirm: 'Delete my account',
  },
};

export const hi: typeof en = {
  contact: {
    heading: 'चलिए, जुड़ते हैं',
    signedOut: 'मैसेज भेजने के लिए कृपया साइन इन करें',
    signIn: 'Google से साइन इन करें',
    signOut: 'साइन आउट करें',
    form: 'मैसेज भेजने का फ़ॉर्म',
    messageLabel: 'मैसेज',
    placeholder: 'अपना मैसेज यहाँ लिखें...',
    send: 'मैसेज भेजें',
    limitBanner: 'आप मैसेज भेजने की सीमा तक पहुँच गए हैं। यह सीमा {time} पर रीसेट होगी',
    privacyLink: 'मेरे डेटा का क्या होता है',
    deleteAccount: 'मेरा अकाउंट हटाएँ',
  },
  deleteDialog: {
    heading: 'अपना अकाउंट हटाना है?',
    deletes:
      'इससे इस साइट पर आपकी प्रोफ़ाइल (आपका नाम, ईमेल पता और फ़ोटो का पता) और आपका साइन-इन अकाउंट हट जाएगा, और यह डिवाइस आपको भूल जाएगा।',
    keeps:
      'आपके भेजे हुए मैसेज {name} के पास रहेंगे, और 24 घंटे में {limit} मैसेज की सीमा में वे गिने जाते रहेंगे। अपने मैसेज हटवाने के लिए {email} पर लिखें।',
    cancel: 'अकाउंट रहने दें',
    confirm: 'मेरा अकाउंट हटाएँ',
  },
};
