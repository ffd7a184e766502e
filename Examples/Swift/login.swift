import SwiftUI

struct LoginScreen: View {
    @State private var email = ""
    @State private var password = "correct horse"
    @State private var remember = true

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.shield.fill")
                .font(.system(size: 56))
                .foregroundStyle(.blue)
            Text("Welcome back")
                .font(.largeTitle)
                .bold()
            TextField("Email", text: $email)
                .id("email")
                .textFieldStyle(.roundedBorder)
                .overlay { VisualLayoutGuide("Field", alignment: .trailing) }
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Toggle("Remember me", isOn: $remember)
            Button { signIn() } label: {
                Text("Sign In").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Forgot password?") { reset() }
                .font(.footnote)
        }
        .padding(24)
    }
}

#Preview {
    LoginScreen()
}
