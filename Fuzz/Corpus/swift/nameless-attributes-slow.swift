// An attribute without its name: swift-syntax's lookahead for one doubles its time with each `@` (finding 10).
@ (@@(@ (@@(@ (@@(@ (@@(@ (@@(@ (@@(@ (@@(
#Preview { Text("@ (") }
